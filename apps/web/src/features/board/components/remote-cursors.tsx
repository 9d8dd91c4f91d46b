import { Box } from '@mui/material';
import type { View } from '../render/page-renderer';
import { toScreen } from './view-control';

export interface BoardCursor {
  id: string;
  label: string;
  x: number;
  y: number;
}

// Dark enough for white names on them (contrast above 4.5:1).
const COLORS = ['#b71c1c', '#0d47a1', '#1b5e20', '#4a148c', '#bf360c', '#004d40', '#880e4f', '#263238'];

/** A steady colour per person, so a pointer is recognised from one moment to the next. */
function colorOf(id: string) {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

/** Others' pointers over the page, each with its owner's name. */
export function RemoteCursors({ cursors, view }: { cursors: BoardCursor[]; view: View }) {
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' }}>
      {cursors.map((cursor) => {
        const at = toScreen(view, cursor);
        const color = colorOf(cursor.id);
        return (
          <Box
            key={cursor.id}
            data-testid={`board-cursor-${cursor.id}`}
            // Inline, not sx: screen coordinates are physical and must not be mirrored in right-to-left pages.
            style={{ position: 'absolute', left: at.x, top: at.y }}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
          >
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: color,
                border: '2px solid #fff',
                mt: -0.6,
                ml: -0.6,
              }}
            />
            <Box
              component="span"
              dir="auto"
              sx={{ bgcolor: color, color: '#fff', fontSize: 12, px: 0.5, borderRadius: 0.5, whiteSpace: 'nowrap' }}
            >
              {cursor.label}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
