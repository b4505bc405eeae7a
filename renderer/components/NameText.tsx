/**
 * A label that may be an API name alone: it wraps between its dotted parts first, and inside a
 * part at its camel humps only where the part is wider than the line (`common/name-breaks.ts`).
 */
import { Fragment } from 'react';
import { nameParts } from '../../common/name-breaks.ts';

export function NameText({ text }: { text: string }) {
  const parts = nameParts(text);
  if (!parts) return text;
  return parts.map((words, i) => (
    <span key={i} className="name-part">
      {words.map((word, j) => (
        <Fragment key={j}>
          {j > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </span>
  ));
}
