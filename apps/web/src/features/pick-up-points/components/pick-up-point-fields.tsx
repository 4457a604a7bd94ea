import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import type {
  CreatePickUpPointRequest,
  UpdatePickUpPointRequest,
} from '@brigade/domain/schemas/pick-up-points';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-fields.tsx';

type Field =
  | 'name'
  | 'description'
  | 'client_facing_name'
  | 'client_facing_description'
  | 'price_chf'
  | 'company'
  | 'street'
  | 'co'
  | 'postcode'
  | 'city';

/** What the add and the edit form hold: the add form leaves the version out (its schema does not ask for it). */
export type PickUpPointFormValues = CreatePickUpPointRequest & UpdatePickUpPointRequest;

const layout: { name: Field; label: string; required?: boolean; wide?: boolean; type?: string }[] = [
  { name: 'name', label: 'field.name', required: true },
  { name: 'price_chf', label: 'field.price', required: true, type: 'number' },
  { name: 'description', label: 'field.description', wide: true },
  { name: 'client_facing_name', label: 'field.clientFacingName', required: true, wide: true },
  { name: 'client_facing_description', label: 'field.clientFacingDescription', wide: true },
  { name: 'company', label: 'field.company' },
  { name: 'co', label: 'field.co' },
  { name: 'street', label: 'field.street', required: true, wide: true },
  { name: 'postcode', label: 'field.postcode', required: true },
  { name: 'city', label: 'field.city', required: true },
];

/** Every field of a pick-up point: internal name and notes, what customers see, price and address. */
export function PickUpPointFields({ control }: { control: Control<PickUpPointFormValues> }) {
  const { t } = useTranslation('pick-up-points');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
        '& .MuiTextField-root': { mt: 1, mb: 1 },
      }}
    >
      {layout.map((f) => (
        <Box key={f.name} sx={{ gridColumn: f.wide ? { sm: '1 / -1' } : undefined }}>
          <FormTextField
            control={control}
            name={f.name}
            label={t(f.label)}
            required={f.required}
            type={f.type}
            autoFocus={f.name === 'name'}
          />
        </Box>
      ))}
    </Box>
  );
}
