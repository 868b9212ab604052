// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedUpdateNotice } from './background-work';
import { DeferredUpdateNotice } from './deferred-update-notice';

describe('DeferredUpdateNotice', () => {
  afterEach(() => runInAction(() => loadedUpdateNotice.set(null)));

  it('renders nothing (as the server does) until the background work brings the prompt, then mounts it', () => {
    const { container } = render(<DeferredUpdateNotice />);
    expect(container).toBeEmptyDOMElement();
    act(() => runInAction(() => loadedUpdateNotice.set(() => <p>new version</p>)));
    expect(screen.getByText('new version')).toBeInTheDocument();
  });
});
