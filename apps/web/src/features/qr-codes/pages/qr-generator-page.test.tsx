import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, users } from '../../../test/render.tsx';

/** Catches what a download link would save: its file name and address. */
function catchDownloads() {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('QR code generator', () => {
  it('disables the downloads with a hint while the text is empty', async () => {
    renderApp('/qr-code/generator', users.super);
    expect(await screen.findByRole('textbox', { name: 'Text or URL' })).toBeInTheDocument();
    expect(button('Download PNG')).toBeDisabled();
    expect(button('Download SVG')).toBeDisabled();
    expect(screen.getByText('Enter a text or URL to make a QR code.')).toBeInTheDocument();
    expect(screen.queryByTestId('qr-preview')).not.toBeInTheDocument();
  });

  it('previews the code as it is typed and downloads it as an SVG text and a PNG data URL', async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    renderApp('/qr-code/generator', users.super);
    await user.click(await screen.findByRole('textbox', { name: 'Text or URL' }));
    await user.paste('https://example.ch/menu');
    const preview = await screen.findByTestId('qr-preview');
    expect(preview).toHaveAttribute('data-value', 'https://example.ch/menu');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await waitFor(() => expect(button('Download PNG')).toBeEnabled());
    expect(screen.queryByText('Enter a text or URL to make a QR code.')).not.toBeInTheDocument();

    await user.click(button('Download SVG'));
    await user.click(button('Download PNG'));
    expect(saved.map((s) => s.name)).toEqual(['qr-code.svg', 'qr-code.png']);
    const svg = decodeURIComponent(saved[0]!.href.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    expect(saved[1]!.href).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);
  });

  it('says a text over the capacity of a QR code is too long, and offers no download', async () => {
    const user = userEvent.setup();
    renderApp('/qr-code/generator', users.super);
    const field = await screen.findByRole('textbox', { name: 'Text or URL' });
    await user.click(field);
    await user.paste('x'.repeat(3000));
    expect(await screen.findByText(/This text is too long for a QR code/)).toBeInTheDocument();
    expect(button('Download PNG')).toBeDisabled();
    expect(button('Download SVG')).toBeDisabled();
    // Emptied again, the hint comes back.
    await user.clear(field);
    expect(await screen.findByText('Enter a text or URL to make a QR code.')).toBeInTheDocument();
  });
});
