import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeCheckMessages, codeValidation } from '@tp/messages';
import { CodeDialog, type CodeDialogProps } from './CodeDialog';
import type { CodeCheck } from './useCodeConfirmation';

function renderDialog(props: Partial<CodeDialogProps> = {}) {
  const all: CodeDialogProps = {
    open: true,
    title: 'Confirm with a code',
    description: 'Enter the 6-digit code we e-mailed you.',
    missingCodeMessage: codeValidation.codeRequired,
    verify: vi.fn(async (): Promise<CodeCheck> => ({ kind: 'confirmed' })),
    onCancel: vi.fn(),
    ...props,
  };
  const view = render(<CodeDialog {...all} />);
  return {
    ...all,
    rerender: (next: Partial<CodeDialogProps>) => view.rerender(<CodeDialog {...all} {...next} />),
  };
}

const codeField = () => screen.getByLabelText(/Verification code/);
const verifyButton = () => screen.getByRole('button', { name: /Verify/ });
const refused = vi.fn(async (): Promise<CodeCheck> => ({
  kind: 'refused',
  refusal: { kind: 'wrong', triesLeft: null },
  message: codeCheckMessages.incorrect,
}));

describe('CodeDialog', () => {
  it('sends a whole code and shows its refusal under the field', async () => {
    renderDialog({ verify: refused });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(verifyButton());
    expect(refused).toHaveBeenCalledWith('123456');
    expect(await screen.findByText(codeCheckMessages.incorrect)).toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('123456');
  });

  it('a second Verify while the check runs sends nothing more', async () => {
    let settle: (check: CodeCheck) => void = () => undefined;
    const verify = vi.fn(() => new Promise<CodeCheck>((resolve) => (settle = resolve)));
    renderDialog({ verify });
    await userEvent.type(codeField(), '123456');
    await userEvent.click(verifyButton());
    await userEvent.click(verifyButton());
    expect(verify).toHaveBeenCalledTimes(1);
    await act(async () => settle({ kind: 'failed', message: codeCheckMessages.failed }));
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('starts empty each time it opens', async () => {
    const { rerender } = renderDialog({ verify: refused });
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
