import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { depositWallets } from './depositWallets';
import { WalletAddress } from './WalletAddress';

describe('WalletAddress', () => {
  it('names the coin on its Copy button and, when the clipboard refuses, says to select the address', async () => {
    const bitcoin = depositWallets.find((wallet) => wallet.id === 'bitcoin')!;
    const refuse = () => Promise.reject(new Error('denied'));
    render(<WalletAddress wallet={bitcoin} copyText={refuse} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Bitcoin address' }));
    });
    expect(
      screen.getByText('Could not copy. Select the address and copy it yourself.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Bitcoin address' })).toBeVisible();
  });
});
