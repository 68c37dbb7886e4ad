import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from './namespaces';
import { m } from './paraglide/messages';
import { Trans, useTranslation } from './react';

function AdminTitle() {
  const { t } = useTranslation('admin');
  return <h1>{t('shell.title')}</h1>;
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
        <AdminTitle />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    here = true;
    await act(async () => {
      arrive();
      await arrived;
    });
    expect(screen.getByRole('heading', { name: 'Italieno Admin' })).toBeInTheDocument();
  });
});

describe('Trans', () => {
  it('turns the text’s markup into the given elements, the rest plain text', () => {
    const { container } = render(
      <p>
        <Trans
          text="Questions? Use <a>our form</a> or <strong>call</strong> us."
          components={{ a: <a href="/contact" />, strong: <strong /> }}
        />
      </p>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Questions? Use our form or call us.');
    expect(screen.getByRole('link', { name: 'our form' })).toHaveAttribute('href', '/contact');
    expect(container.querySelector('strong')?.textContent).toBe('call');
  });

  it('keeps a value that looks like markup as text', () => {
    const { container } = render(
      <p>
        <Trans
          text={m.account_email_current({ email: '<em>x</em>@example.com' })}
          components={{ strong: <strong /> }}
        />
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('<em>x</em>@example.com');
    expect(container.querySelector('em')).toBeNull();
  });
});
