import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_ADMIN } from '@shop/contracts';
import { staffAccount } from '@/testing/back-office-fixtures';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = staffAccount({ lastSeenAt: null });

describe('staff page', () => {
  it("shows the server's 409 when the last admin would be demoted", async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/staff': { body: [admin] },
      'PATCH /api/admin/staff/7': {
        status: 409,
        body: { type: 'conflict', message: LAST_ADMIN },
      },
    });
    const { user } = renderApp('/admin/staff');
    const cell = await screen.findByRole('cell', { name: 'Maria Rossi' }, { timeout: 20_000 });
    await user.click(within(cell.closest('tr')!).getByRole('button', { name: 'Make staff' }));
    expect(await screen.findByText(LAST_ADMIN)).toBeInTheDocument();
  });

  it('checks the new account with the shared schema, then sends it and closes', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/staff': { body: [admin] },
      'POST /api/admin/staff': (body) => ({
        status: 201,
        body: { ...admin, id: 8, ...(body as object), role: 'staff' },
      }),
    });
    const { user } = renderApp('/admin/staff');
    await user.click(
      await screen.findByRole('button', { name: 'New account' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full name'), 'Luigi Bianchi');
    await user.type(within(dialog).getByLabelText('Username'), 'luigi');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Initial password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'luigi@italieno.test');
    await user.type(within(dialog).getByLabelText('Initial password'), '-and-long');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Luigi Bianchi',
      username: 'luigi',
      email: 'luigi@italieno.test',
      role: 'staff',
      password: 'short-and-long',
    });
    expect(await screen.findByText('Account created')).toBeInTheDocument();
  });

  it('asks before closing a form with unsaved changes', async () => {
    mockApi({ 'GET /api/user': userAnswer('admin'), 'GET /api/admin/staff': { body: [admin] } });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderApp('/admin/staff');
    await user.click(
      await screen.findByRole('button', { name: 'New account' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full name'), 'Half typed');
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Discard them?');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
