// Which drawings the site serves as they are (SVG) and which as pictures rendered from them (WebP).
//
// A content picture as SVG is a document of its own in the browser, laid out and drawn again at every size; the
// home page alone shows 120 of them. Rendered once to WebP they cost a decode. What stays SVG is small, sharp at
// any size, and mostly text: the brand, icons, the Contact map and QR code, and the partners' wordmarks.
const VECTOR = /^(favicon\.svg|img\/(brand|icons|contact|partners)\/)/;

/** Whether `file` (relative to public/, as the sets name it) is served as the SVG itself. */
export const isVector = (file: string): boolean => VECTOR.test(file);

/** The file the site serves for the drawing `file`: the SVG itself, or its WebP rendering. */
export const servedName = (file: string): string => (isVector(file) ? file : file.replace(/\.svg$/, '.webp'));
