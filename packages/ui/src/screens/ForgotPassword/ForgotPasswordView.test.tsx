import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fixedNotice } from '../../widgets/LiveNotice';
import { ForgotPasswordView } from './ForgotPasswordView';

describe('ForgotPasswordView e-mail (issue 11 §8)', () => {
  it('asks for a code for the normalised address and keeps what the user typed', async () => {
    const onRequest = vi.fn();
    render(
      <MemoryRouter>
        <ForgotPasswordView
          stage="request"
          notice={fixedNotice(null)}
          onRequest={onRequest}
          onVerify={vi.fn()}
          onResend={vi.fn()}
          onCancelCode={vi.fn()}
          onReset={vi.fn()}
        />
      </MemoryRouter>,
    );
    const typed = 'Jose\u0301@Example.COM';
    await userEvent.type(screen.getByLabelText('Email'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(onRequest).toHaveBeenCalledWith('jos\u00e9@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue(typed);
  });
});
