import { describe, expect, it } from 'vitest';
import { classesOfHtml, criticalCss, parseStylesheet } from './critical-css';

const page = '<div class="player player--tall"><button class="player__play" type="button">Play</button></div>';

describe('critical CSS for a page', () => {
  it.each([
    ['a rule on a class of the page', '.player{color:red}', '.player{color:red}'],
    ['a rule on a class no element has', '.dialog{color:red}', ''],
    ['a rule needing two classes, both there', '.player.player--tall{height:1px}', '.player.player--tall{height:1px}'],
    ['a rule needing two classes, one missing', '.player.player--wide{height:1px}', ''],
    ['a descendant rule with a missing ancestor class', '.dialog .player__play{margin:0}', ''],
    ['a list where one selector can match', '.dialog,.player__play{margin:0}', '.dialog,.player__play{margin:0}'],
    ['element, universal and root rules', 'body{margin:0}*{box-sizing:border-box}:root{--a:1}', 'body{margin:0}*{box-sizing:border-box}:root{--a:1}'],
    [
      'attribute and state selectors on present classes',
      '.player__play[aria-pressed=true]:hover{opacity:1}',
      '.player__play[aria-pressed=true]:hover{opacity:1}',
    ],
    ['a class inside :not() is not needed', '.player:not(.is-open){display:block}', '.player:not(.is-open){display:block}'],
    ['one of :is() is enough', ':is(.dialog,.player) p{margin:0}', ':is(.dialog,.player) p{margin:0}'],
    ['dots in an attribute value are not classes', 'a[href$=".pdf"]{color:red}', 'a[href$=".pdf"]{color:red}'],
    ['commas in an attribute value do not split the list', '.dialog[title="a,.player"]{color:red}', ''],
    ['an escaped class name is kept', '.md\\:flex{display:flex}', '.md\\:flex{display:flex}'],
    [
      'a media group keeps its matching rules',
      '@media (max-width:600px){.player{height:1px}.dialog{height:2px}}',
      '@media (max-width:600px){.player{height:1px}}',
    ],
    ['a media group with none is dropped', '@media (max-width:600px){.dialog{height:2px}}', ''],
    [
      'nested groups',
      '@supports (display:grid){@media print{.player{color:red}.dialog{color:blue}}}',
      '@supports (display:grid){@media print{.player{color:red}}}',
    ],
    [
      'keyframes and font faces are kept whole',
      '@keyframes spin{0%{opacity:0}to{opacity:1}}@font-face{font-family:x}',
      '@keyframes spin{0%{opacity:0}to{opacity:1}}@font-face{font-family:x}',
    ],
    ['a statement at-rule is kept', '@layer base,site;.dialog{color:red}', '@layer base,site;'],
    ['braces inside strings', '.player::after{content:"}{"}.dialog::after{content:"{"}', '.player::after{content:"}{"}'],
  ])('%s', (_name, css, expected) => {
    expect(criticalCss(parseStylesheet(css), classesOfHtml(page))).toBe(expected);
  });

  it('gives the whole stylesheet back when the page has every class', () => {
    const css = '.a{color:red}@media (min-width:1px){.b .c{margin:0}}@keyframes k{to{opacity:1}}.d:not(.e),.f{padding:0}';
    const classes = new Set(['a', 'b', 'c', 'd', 'f']);
    expect(criticalCss(parseStylesheet(css), classes)).toBe(css);
  });

  it('reads the classes of every class attribute', () => {
    expect([...classesOfHtml('<p class="a  b"></p><span class=""></span><i class="c"></i>')]).toEqual(['a', 'b', 'c']);
  });
});
