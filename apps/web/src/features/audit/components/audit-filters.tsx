import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_FILTER_MAX } from '@brigade/domain/schemas/audit';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { AuditFilters } from '../api/get-audit-log.ts';

/** The filters sit in one row beside the search box (the theme makes text fields full width). */
const narrow = (width: number) => ({ size: 'small' as const, fullWidth: false, sx: { width } });

/** The log's filters beside the user search: entity and its key (typed, sent after a pause), and a date range. */
export function AuditFilterFields({ onChange }: { onChange: (filters: AuditFilters) => void }) {
  const { t } = useTranslation('audit');
  const [entity, setEntity] = useState('');
  const [entityId, setEntityId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const typed = useDebouncedValue({ entity, entityId });
  useEffect(() => {
    onChange({
      entity: typed.entity.trim() || undefined,
      entity_id: typed.entityId.trim() || undefined,
      from: from || undefined,
      to: to || undefined,
    });
  }, [typed, from, to, onChange]);
  const date = { inputLabel: { shrink: true } };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <TextField
        {...narrow(190)}
        label={t('filter.entity')}
        value={entity}
        onChange={(e) => setEntity(e.target.value)}
        slotProps={{ htmlInput: { maxLength: AUDIT_FILTER_MAX.entity } }}
      />
      <TextField
        {...narrow(150)}
        label={t('filter.entityId')}
        value={entityId}
        onChange={(e) => setEntityId(e.target.value)}
        slotProps={{ htmlInput: { maxLength: AUDIT_FILTER_MAX.entity_id } }}
      />
      <TextField
        {...narrow(160)}
        type="date"
        label={t('filter.from')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={date}
      />
      <TextField
        {...narrow(160)}
        type="date"
        label={t('filter.to')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={date}
      />
    </Stack>
  );
}
