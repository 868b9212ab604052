// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as users from '../../../contract/account/users.calls';
import { handlerFor } from '../../../tests/msw/handler-for';
import { errorResponse } from '../../../tests/msw/envelopes';
import { SessionStore } from '../../application/account/session.store';
import { api, renderScreen } from '../film/screen.test-support';
import { useService } from '../shared/use-service.hook';
import { LoginModal } from './login-modal.view';

beforeAll(() => api.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
});
afterAll(() => api.close());

let session: SessionStore | null = null;
function Capture() {
  session = useService(SessionStore);
  return null;
}

async function openModal() {
  const rendered = await renderScreen(
    <>
      <Capture />
      <LoginModal />
    </>,
    '/personal/info.html',
  );
  act(() => session!.openLogin());
  return rendered;
}

describe('LoginModal', { timeout: 30_000 }, () => {
  it('is a named dialog whose field messages are tied to their field and keep what was typed', async () => {
    await openModal();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toBeVisible();
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveFocus());
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await user.type(email, 'ana@mail');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(email).toHaveAccessibleDescription("This email address doesn't look right. Please check it.");
    expect(email).toHaveValue('ana@mail');
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('href', '/terms.html');
  });

  it('shows a wrong password as a translated message and keeps the password', async () => {
    api.use(handlerFor(users.login, () => errorResponse('auth.wrong_password')));
    await openModal();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with your password' })).toBeVisible();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail or password is wrong.')).toBeVisible();
    expect(password).toHaveValue('not-it');
    await user.click(screen.getByRole('button', { name: 'Sign in with a code instead' }));
    expect(screen.getByRole('dialog', { name: 'Sign in with a code' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeVisible();
  });
});
