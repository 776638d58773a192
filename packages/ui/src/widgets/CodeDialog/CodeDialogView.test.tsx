import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeCheckMessages, codeValidation } from '@tp/messages';
import { CodeDialogView, type CodeDialogViewProps } from './CodeDialogView';

function renderDialog(props: Partial<CodeDialogViewProps> = {}) {
  const all: CodeDialogViewProps = {
    open: true,
    title: 'Confirm with a code',
    description: 'Enter the 6-digit code we e-mailed you.',
    missingCodeMessage: codeValidation.codeRequired,
    onVerify: vi.fn(),
    onResend: vi.fn(),
    onCancel: vi.fn(),
    ...props,
  };
  const view = render(<CodeDialogView {...all} />);
  return {
    ...all,
    rerender: (next: Partial<CodeDialogViewProps>) =>
      view.rerender(<CodeDialogView {...all} {...next} />),
  };
}

const codeField = () => screen.getByLabelText(/Verification code/);
const verifyButton = () => screen.getByRole('button', { name: /Verify/ });

describe('CodeDialogView', () => {
  it('sends a whole code and shows its refusal under the field', async () => {
    const onVerify = vi.fn(async () => ({ fieldErrors: { code: codeCheckMessages.incorrect } }));
    renderDialog({ onVerify });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(verifyButton());
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(await screen.findByText(codeCheckMessages.incorrect)).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('123456');
  });

  it('a second Verify while the check runs sends nothing more', async () => {
    let settle: () => void = () => undefined;
    const onVerify = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderDialog({ onVerify });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(verifyButton());
    await userEvent.click(verifyButton());
    expect(onVerify).toHaveBeenCalledTimes(1);
    await act(async () => settle());
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('starts empty each time it opens', async () => {
    const onVerify = vi.fn(async () => ({ fieldErrors: { code: codeCheckMessages.incorrect } }));
    const { rerender } = renderDialog({ onVerify });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(verifyButton());
    await screen.findByText(codeCheckMessages.incorrect);

    rerender({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender({ open: true });
    expect(codeField()).toHaveValue('');
    expect(screen.queryByText(codeCheckMessages.incorrect)).toBeNull();
  });
});
