import type { AiNoteItem } from '@bright/contracts';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { formatTimer } from '../hooks/use-chunk-recorder';

/** The teacher's notes, newest first; the chosen one is opened beside (or below, on a phone). */
export function NotesList(props: { notes: AiNoteItem[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <List aria-label={t('aiNotes.listTitle')} data-testid="ai-notes-list" disablePadding>
      {props.notes.map((note) => (
        <ListItem key={note.id} disablePadding>
          <ListItemButton
            selected={note.id === props.selected}
            onClick={() => props.onSelect(note.id)}
            data-testid="ai-note-item"
            sx={{ borderRadius: 1 }}
          >
            <ListItemText
              primary={<UserText>{note.title || t('aiNotes.untitled')}</UserText>}
              secondary={
                <MetaLine
                  parts={[
                    formatDateTime(note.startDate, i18n.language),
                    note.elapsedSeconds !== null && formatTimer(note.elapsedSeconds),
                    note.waitingChunks > 0 && t('aiNotes.waitingCount', { count: note.waitingChunks }),
                  ]}
                />
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
