import type { ThreadMessage } from '@bright/contracts';
import MemoryIcon from '@mui/icons-material/Memory';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';
import { AnswerText } from './answer-text';
import type { SourceTarget } from './source-dialog';

/** One message: a question (or quick action) on the end side, an answer with its engine and citations. */
export function MessageView({ message, onOpen }: { message: ThreadMessage; onOpen: (target: SourceTarget) => void }) {
  const { t } = useTranslation();
  if (message.role === 'user') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} data-testid="question">
        <Paper variant="outlined" sx={{ px: 2, py: 1, maxWidth: '85%', bgcolor: 'action.hover' }}>
          {message.action && <Chip size="small" label={t(`notebooks.actions.${message.action}`)} sx={{ me: 1 }} />}
          {message.content && <UserText>{message.content}</UserText>}
        </Paper>
      </Box>
    );
  }
  const builtin = message.engine?.engine === 'builtin';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="answer" data-status={message.status}>
      {message.engine && (
        <Chip
          size="small"
          variant="outlined"
          icon={builtin ? <MemoryIcon /> : <SmartToyOutlinedIcon />}
          label={
            builtin ? t('notebooks.builtinAnswer') : t('notebooks.modelAnswer', { model: message.engine.model ?? '' })
          }
          data-testid="engine-label"
          data-engine={message.engine.engine}
          sx={{ mb: 1, maxWidth: '100%', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        />
      )}
      <AnswerText content={message.content} citations={message.citations} onOpen={onOpen} />
      {message.status === 'cut' && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="answer-cut">
          {t('notebooks.answerCut')}
        </Alert>
      )}
      {message.citations.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('notebooks.citedCount', { count: message.citations.length })}
        </Typography>
      )}
    </Paper>
  );
}
