import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton, copiedMs, copyToClipboard } from './CopyButton';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Clicks and lets the copy's promise settle. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CopyButton', () => {
  it('names what it copies by its words, says Copied, and reads Copy again after a while', async () => {
    vi.useFakeTimers();
    const copyText = vi.fn(async () => undefined);
    render(
      <CopyButton text="JBSWY3DPEHPK3PXP" copyText={copyText}>
        Copy key
      </CopyButton>,
    );
    await click('Copy key');
    expect(copyText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(copiedMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('reads "Copy" with a label for assistive technology, which gives way to Copied', async () => {
    render(
      <CopyButton text="0xabc" label="Copy Ethereum address" copyText={async () => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Copy Ethereum address' })).toHaveTextContent('Copy');
    await click('Copy Ethereum address');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says how to copy by hand when the clipboard refuses, in the words it is given', async () => {
    const refuse = () => Promise.reject(new Error('denied'));
    const { rerender } = render(<CopyButton text="x" label="Copy it" copyText={refuse} />);
    await click('Copy it');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy. Select the text and copy it yourself.',
    );
    rerender(
      <CopyButton text="x" label="Copy it" copyText={refuse} refusedHint="Select it by hand." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Select it by hand.');
    expect(screen.getByRole('button', { name: 'Copy it' })).toBeInTheDocument();
  });

  it('copies with the browser clipboard, and refuses when a page has none', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await copyToClipboard('one\ntwo');
    expect(writeText).toHaveBeenCalledWith('one\ntwo');
    vi.stubGlobal('navigator', {});
    await expect(copyToClipboard('one')).rejects.toThrow('Clipboard unavailable');
  });
});
