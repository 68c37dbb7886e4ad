import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { m } from '@/i18n/paraglide/messages';
import { LANGUAGES, LANGUAGE_NAMES } from '@/i18n/config';
import { useChangeLanguage, useLanguage } from './use-change-language';
import classes from './language-switch.module.css';

/**
 * EN | NL, each option read out by its own name in its own language ("English",
 * "Nederlands") so a customer who does not read the current language still finds theirs.
 * Two native radio buttons (arrow keys move between them) styled as segments: Mantine's
 * SegmentedControl measured and animated its indicator on every layout, about half a second
 * of a mid-range phone's main thread for the header's and the footer's switch at page load
 * (docs/performance.md, "Speed").
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const name = useId();

  return (
    <div role="radiogroup" aria-label={m.common_language_label()} className={classes.root}>
      {LANGUAGES.map((code) => (
        <label key={code} className={classes.option} data-size={size}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={code}
            checked={language === code}
            onChange={() => void changeLanguage(code)}
          />
          <span aria-hidden="true">{code.toUpperCase()}</span>
          <VisuallyHidden lang={code}>{LANGUAGE_NAMES[code]}</VisuallyHidden>
        </label>
      ))}
    </div>
  );
}
