import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

describe('the credentials the login and register tabs both ask', () => {
  it('login: the browser may fill in the saved username and password', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/auth/login');
    expect(await screen.findByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('register: the browser may offer a new password', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/auth/register');
    expect(await screen.findByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('each tab links to the other under its submit button', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/auth/login');
    await screen.findByRole('button', { name: 'Login' });
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByLabelText('Confirm Password')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
  });
});
