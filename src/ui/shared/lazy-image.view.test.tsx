// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyImage } from './lazy-image.view';

afterEach(cleanup);

const image = () => screen.getByRole('img', { name: 'Poster' });

describe('LazyImage', () => {
  it('retries a failing image twice with a fresh URL, then shows the fallback with its label', () => {
    render(<LazyImage src="/media/p/1.svg" alt="Poster" ratio="9 / 16" fallbackLabel="Love in Rain" />);
    expect(image()).toHaveAttribute('src', '/media/p/1.svg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/media/p/1.svg?retry=1');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/media/p/1.svg?retry=2');
    fireEvent.error(image());
    expect(image().tagName).toBe('SPAN');
    expect(screen.getByText('Love in Rain')).toBeInTheDocument();
  });

  it('starts over when the card is reused for another image', () => {
    const { rerender } = render(<LazyImage src="/media/p/1.svg" alt="Poster" ratio="9 / 16" />);
    fireEvent.error(image());
    fireEvent.error(image());
    fireEvent.error(image());
    rerender(<LazyImage src="/media/p/2.svg" alt="Poster" ratio="9 / 16" />);
    expect(image()).toHaveAttribute('src', '/media/p/2.svg');
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', '/media/p/2.svg?retry=1');
  });

  it('shows the fallback at once when there is no image', () => {
    render(<LazyImage src="" alt="Poster" ratio="9 / 16" fallbackLabel="No poster" />);
    expect(screen.getByText('No poster')).toBeInTheDocument();
  });
});
