/**
 * A translation compiled once and filled in many times, for a label in every row of a long list: i18next's
 * t() per row costs more than drawing the row. The text is asked for once with markers (private-use
 * characters) in place of the values, then split around them; filling it in is a concatenation.
 */
export function compileTranslation<Name extends string>(
  translate: (values: Record<Name, string>) => string,
  names: readonly Name[],
): (values: Record<Name, string>) => string {
  const marker = (index: number) => String.fromCharCode(0xe000 + index);
  const text = translate(Object.fromEntries(names.map((name, index) => [name, marker(index)])) as Record<Name, string>);
  // Literal pieces, and the names of the values between them, in order.
  const pieces: ({ literal: string } | { name: Name })[] = [];
  let literal = '';
  for (const char of text) {
    const index = char.charCodeAt(0) - 0xe000;
    if (index >= 0 && index < names.length) {
      if (literal) pieces.push({ literal });
      literal = '';
      pieces.push({ name: names[index] });
    } else literal += char;
  }
  if (literal) pieces.push({ literal });
  return (values) => {
    let out = '';
    for (const piece of pieces) out += 'literal' in piece ? piece.literal : values[piece.name];
    return out;
  };
}
