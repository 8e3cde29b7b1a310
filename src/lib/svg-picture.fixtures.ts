/** SVG pictures the screen's check and the provider's are both tested with, so they are tested alike. */

export const SVG_NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'

/** A logo as design tools export it: paths, gradients, a clip, text, a reused symbol. */
export const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Chamber logo -->
<svg ${SVG_NS} version="1.1" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="Chamber">
  <title>Chamber</title><desc>Scales and the chamber's name</desc>
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#f5d36b"/><stop offset="1" style="stop-color:#b8860b;stop-opacity:1"/>
    </linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".5" xlink:href="#gold"/>
    <clipPath id="round"><circle cx="20" cy="20" r="18"/></clipPath>
    <symbol id="dot" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></symbol>
  </defs>
  <g clip-path="url(#round)" transform="translate(0 0)">
    <rect width="40" height="40" fill="url(#gold)"/>
    <path d="M4 30 L20 6 L36 30 Z" fill="none" stroke="#333" stroke-width="2" stroke-linejoin="round"/>
    <ellipse cx="20" cy="20" rx="6" ry="3" style="fill:url('#glow')"/>
  </g>
  <use href="#dot" x="44" y="4" width="4" height="4"/>
  <text x="50" y="26" font-family="Georgia, serif" font-size="14" fill="#222">Sharma &amp; <tspan font-weight="bold">Co</tspan></text>
  <polygon points="100,5 110,15 100,25"/><polyline points="0,39 120,39" stroke="#999"/><line x1="0" y1="0" x2="1" y2="1"/>
</svg>`

/** The refusals both the screen's check and the provider's must make. */
export const REFUSED_SVGS: [string, string][] = [
  // The three bypasses of the former blocklist.
  ['an unquoted handler: <svg/onload=…>', '<svg/onload=alert(1)>'],
  ['a <set> that writes an event handler', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
  ['a javascript: link spelt with a character reference', '<svg><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>'],
  // What the former check knew, and more.
  ['a script', `<svg ${SVG_NS}><script>alert(1)</script></svg>`],
  ['a prefixed script', `<svg ${SVG_NS} xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>`],
  ['an onload handler', `<svg ${SVG_NS} onload="alert(1)"/>`],
  ['an onclick handler on a shape', `<svg ${SVG_NS}><rect\nonclick = "x()"/></svg>`],
  ['a foreignObject', `<svg ${SVG_NS}><foreignObject><p>hi</p></foreignObject></svg>`],
  ['an animation', `<svg ${SVG_NS}><animate attributeName="href" to="javascript:alert(1)"/></svg>`],
  ['an iframe', `<svg ${SVG_NS}><iframe src="https://example.com"/></svg>`],
  ['an embedded image', `<svg ${SVG_NS}><image href="https://example.com/x.png"/></svg>`],
  ['a style sheet', `<svg ${SVG_NS}><style>@import url(https://example.com/x.css)</style></svg>`],
  ['an external href on <use>', `<svg ${SVG_NS}><use href="https://example.com/x.svg#a"/></svg>`],
  ['an external xlink:href', `<svg ${SVG_NS}><use xlink:href="other.svg#a"/></svg>`],
  ['a javascript: href with a tab in it', `<svg ${SVG_NS}><use href="java&#9;script:alert(1)"/></svg>`],
  ['an external url() in a paint', `<svg ${SVG_NS}><rect fill="url(https://example.com/x.svg#g)"/></svg>`],
  ['an external url() in a style', `<svg ${SVG_NS}><rect style="fill:url(//example.com/x#g)"/></svg>`],
  ['a CSS expression', `<svg ${SVG_NS}><rect style="width:expression(alert(1))"/></svg>`],
  ['a CSS escape', `<svg ${SVG_NS}><rect style="fill:u\\72l(https://example.com)"/></svg>`],
  ['a DOCTYPE', `<!DOCTYPE svg><svg ${SVG_NS}/>`],
  ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg ${SVG_NS}>&x;</svg>`],
  ['an unknown entity', `<svg ${SVG_NS}><text>&nbsp;</text></svg>`],
  ['a processing instruction', `<?xml-stylesheet href="https://example.com/x.css"?><svg ${SVG_NS}/>`],
  ['an unknown attribute', `<svg ${SVG_NS} xml:base="https://example.com/"/>`],
  ['text that is not XML', '<svg><rect></svg>'],
]
