/** Apart from the checker, so a screen can name the refusal without loading the XML parser. */
export const SVG_REFUSED =
  'The SVG picture may contain only drawing (shapes, paths, gradients and text): no scripts, event handlers, animations, style sheets, links to other content or DOCTYPE, and it must be well-formed. Please upload a plain picture.'
