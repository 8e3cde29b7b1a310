import { SaxesParser } from 'saxes'

/**
 * The one SVG rule of the app's picture check and the mock provider's (both import this module, so the
 * screen and the provider can never disagree). It imports nothing from the app.
 *
 * An SVG picture is ACCEPTED only when it is drawing and nothing else, and REFUSED otherwise; it is never
 * cleaned, because cleaning would change the user's file behind their back. The earlier check was a list of
 * forbidden patterns, which let through `<svg/onload=…>`, a `<set>` that writes an event handler, and a
 * `javascript:` link spelt with a character reference. An allowlist does not depend on guessing every trick.
 *
 * The text is parsed by a strict XML parser (the same code in the browser and in Node, where the provider has
 * no DOM), which also decodes character references, so attribute values are judged as a renderer would read
 * them. Refused:
 * - anything that is not well-formed XML, or whose root is not <svg>: a renderer would not draw it either;
 * - a DOCTYPE (and with it every entity declaration) or a processing instruction;
 * - any element outside DRAWING_ELEMENTS (script, style, foreignObject, a, image, set, animate…, iframe…),
 *   including any prefixed element such as svg:script or an editor's own elements;
 * - any attribute outside DRAWING_ATTRIBUTES, so every on...= handler;
 * - an href / xlink:href that is not a reference inside the file (#id);
 * - a url(…) that does not point inside the file, a javascript: value, and CSS tricks (expression(, @import,
 *   backslash escapes) in any attribute value, including style="…".
 */
export { SVG_REFUSED } from './svg-refused'

const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan',
  'defs', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'symbol', 'use', 'title', 'desc',
])

const DRAWING_ATTRIBUTES = new Set([
  // structure and geometry
  'id', 'class', 'style', 'version', 'baseProfile', 'width', 'height', 'x', 'y', 'viewBox', 'preserveAspectRatio',
  'transform', 'd', 'pathLength', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'x1', 'y1', 'x2', 'y2', 'points',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'href', 'xlink:href',
  // gradients, patterns, clips and masks
  'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  // presentation
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'display',
  'visibility', 'overflow', 'clip-path', 'clip-rule', 'mask', 'stop-color', 'stop-opacity', 'vector-effect',
  'shape-rendering', 'text-rendering', 'color-interpolation', 'paint-order', 'mix-blend-mode', 'isolation',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'text-anchor',
  'text-decoration', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing',
  'writing-mode', 'direction', 'unicode-bidi',
  // language and accessibility
  'xml:space', 'xml:lang', 'lang', 'role', 'aria-label', 'aria-labelledby', 'aria-hidden', 'focusable',
])

/** Namespace declarations only name vocabularies; prefixed elements and attributes are refused anyway. */
const isNamespaceDeclaration = (name: string) => name === 'xmlns' || name.startsWith('xmlns:')

/** Control characters and white space are dropped by URL parsers, so `java\tscript:` is still javascript:. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be dropped
const squeezed = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase()

function isSafeValue(value: string) {
  const text = squeezed(value)
  if (/javascript:|vbscript:|expression\(|@import|-moz-binding|behavior:|\\/.test(text)) return false
  // Every url(...) must point inside the file: url(#shade), url('#shade').
  for (const [, target] of text.matchAll(/url\(['"]?([^)'"]*)/g)) if (!target.startsWith('#')) return false
  return true
}

function isSafeAttribute(name: string, value: string) {
  if (isNamespaceDeclaration(name)) return true
  if (!DRAWING_ATTRIBUTES.has(name)) return false
  if ((name === 'href' || name === 'xlink:href') && !squeezed(value).startsWith('#')) return false
  return isSafeValue(value)
}

class Refused extends Error {}

/** Whether an SVG text holds only drawing (see above). */
export function isDrawingOnlySvg(text: string): boolean {
  const parser = new SaxesParser()
  let root = true
  parser.on('doctype', () => {
    throw new Refused()
  })
  parser.on('processinginstruction', () => {
    throw new Refused()
  })
  parser.on('opentag', ({ name, attributes }) => {
    if (root && name !== 'svg') throw new Refused()
    root = false
    if (!DRAWING_ELEMENTS.has(name)) throw new Refused()
    for (const [attribute, value] of Object.entries(attributes)) if (!isSafeAttribute(attribute, value)) throw new Refused()
  })
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close()
  } catch {
    // A refusal, or the parser's own: not well-formed XML.
    return false
  }
  return !root
}
