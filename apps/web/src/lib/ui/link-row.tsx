import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MetaLine } from './user-text';

/**
 * One row of a short list that opens a page: a name someone wrote, a line of facts under it and a
 * status at its end. A list item of its own, so a list of them is a proper list (axe: a ul holds li).
 */
export function LinkRow(props: {
  to: string;
  name: string;
  meta: readonly (string | null | undefined | false)[];
  end: ReactNode;
  testId: string;
  /** The row's state, for tests and styles (`data-state`). */
  state?: string;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={props.to}
        data-testid={props.testId}
        data-state={props.state}
        sx={{ borderRadius: 1, gap: 1 }}
      >
        <ListItemText primary={<span dir="auto">{props.name}</span>} secondary={<MetaLine parts={props.meta} />} />
        {props.end}
      </ListItemButton>
    </ListItem>
  );
}
