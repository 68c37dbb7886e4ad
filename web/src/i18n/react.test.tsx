import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { m } from './paraglide/messages';
import { Trans } from './react';

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
