import { SnackbarHost } from '../components/snackbar-host.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import { Themed } from './themed.tsx';

/** The snackbars and the update prompt, over whatever screen shows (their own theme, no second baseline). */
export default function Overlays() {
  return (
    <Themed baseline={false}>
      <SnackbarHost />
      <UpdatePrompt />
    </Themed>
  );
}
