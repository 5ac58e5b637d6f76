import { ThemePicker } from '../theme/ThemePicker';
import { LanguagePicker } from './LanguagePicker';

/** The footer's pickers: below the fold, so their code loads after the first screen's. */
export function FooterTools() {
  return (
    <>
      <ThemePicker />
      <LanguagePicker />
    </>
  );
}
