import { describe, expect, it } from 'vitest';
import { renderBodyHtml } from './body-html.renderer';

describe('renderBodyHtml', () => {
  it.each([
    ['One.\n\nTwo', '<p>One.</p>\n<p>Two</p>'],
    ['## Title\nText', '<h2>Title</h2>\n<p>Text</p>'],
    ['### Small', '<h3>Small</h3>'],
    ['- a\n- b', '<ul><li>a</li><li>b</li></ul>'],
    ['> said\n> more', '<blockquote><p>said<br>more</p></blockquote>'],
    ['line\nbreak', '<p>line<br>break</p>'],
    ['<script>alert(1)</script> & "q"', '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['\r\n\r\n', ''],
  ])('renders %j', (body, html) => {
    expect(renderBodyHtml(body)).toBe(html);
  });
});
