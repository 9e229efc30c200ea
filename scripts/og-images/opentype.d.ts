// The part of opentype.js 2 (which ships no types) that the preview renderer uses.
declare module 'opentype.js' {
  export interface PathCommands {
    toPathData(decimalPlaces?: number): string;
  }
  export interface Glyph {
    readonly index: number;
    readonly advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): PathCommands;
  }
  export interface Font {
    readonly unitsPerEm: number;
    charToGlyph(character: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
