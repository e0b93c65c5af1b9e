import type { MarkStyle } from '../integrations/serviceRecord.js';
import { SERVICES } from '../integrations/services.js';
import { serviceName } from '../integrations/registry.js';

/** Each service's mark, from its record (our own shapes, never the services' logos). */
export const SERVICE_MARKS: ReadonlyMap<string, MarkStyle> = new Map(
  SERVICES.map((service) => [service.id, service.mark]),
);

/** A service we have no mark for still gets one, in a neutral grey. */
function styleOf(id: string): MarkStyle {
  return (
    SERVICE_MARKS.get(id) ?? {
      shape: 'circle',
      colour: '#5F6368',
      ink: '#FFFFFF',
      letter: (id.match(/[a-z0-9]/i)?.[0] ?? '?').toUpperCase(),
    }
  );
}

function Shape(props: { style: MarkStyle }) {
  const fill = props.style.colour;
  switch (props.style.shape) {
    case 'circle':
      return <circle cx="20" cy="20" r="20" fill={fill} />;
    case 'rounded':
      return <rect width="40" height="40" rx="10" fill={fill} />;
    case 'square':
      return <rect width="40" height="40" fill={fill} />;
  }
}

/**
 * A service's mark as inline SVG, `size` CSS pixels square. It is decoration beside the service's
 * name, so assistive technology skips it; a page that shows the mark alone must name it itself.
 */
export function ServiceMark(props: { id: string; size?: number }) {
  const style = styleOf(props.id);
  const size = props.size ?? 40;
  return (
    <svg class="mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <Shape style={style} />
      <text
        x="20"
        y="21"
        text-anchor="middle"
        dominant-baseline="middle"
        fill={style.ink}
        font-family="system-ui,-apple-system,Segoe UI,sans-serif"
        font-size={style.letter.length > 1 ? 16 : 21}
        font-weight="700"
        letter-spacing={style.letter.length > 1 ? '-0.5' : undefined}
      >
        {style.letter}
      </text>
    </svg>
  );
}

/**
 * A service's mark with its name under it. Marks differ in shape, colour and letters, yet a mark
 * alone still leaves people guessing which service it is, so every mark a page shows is captioned.
 * The name is the tile's text: inside a link it is the link's name, and a page that also names the
 * service beside the tile needs nothing more.
 */
export function ServiceTile(props: { id: string; size?: number }) {
  return (
    <span class="tile" data-tile={props.id}>
      <ServiceMark id={props.id} size={props.size} />
      <span class="tile-name">{serviceName(props.id)}</span>
    </span>
  );
}
