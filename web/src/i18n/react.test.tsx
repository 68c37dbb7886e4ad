import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './namespaces';
import { Trans, useTranslation } from './react';
import type { TFunction } from './translator';

function TermsTitle() {
  const { t } = useTranslation('pages');
  return <h1>{t('terms.title')}</h1>;
}

describe('useTranslation', () => {
  it('waits under the nearest Suspense boundary until its namespace has arrived', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let here = false;
    vi.spyOn(i18n, 'hasLoaded').mockImplementation(() => here);
    vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(arrived);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <TermsTitle />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    here = true;
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
  });
});

/** A translate function with one text, filled in as the translator fills it. */
const withText =
  (text: string) =>
  (_key: string, values: Record<string, string> = {}) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('Trans', () => {
  it('turns the text’s markup into the given elements, the rest plain text', () => {
    const t = withText(
      'Questions? Use <a>our form</a> or <strong>call</strong> us.',
    ) as unknown as TFunction<'pages'>;
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="terms.contactForm"
          components={{ a: <a href="/contact" />, strong: <strong /> }}
        />
      </p>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Questions? Use our form or call us.');
    expect(screen.getByRole('link', { name: 'our form' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('strong')?.textContent).toBe('call');
  });

  it('keeps a value that looks like markup as text', () => {
    const t = withText(
      'Your address is <strong>{{email}}</strong>.',
    ) as unknown as TFunction<'account'>;
    const { container } = render(
      <p>
        <Trans
          t={t}
          i18nKey="email.current"
          values={{ email: '<em>x</em>@example.com' }}
          components={{ strong: <strong /> }}
        />
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('<em>x</em>@example.com');
    expect(container.querySelector('em')).toBeNull();
  });
});
