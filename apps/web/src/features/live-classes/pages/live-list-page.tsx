import { type LiveClass } from '@bright/contracts';
import { Box, Button, Card, CardActions, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { useJoinByCode, useLiveClasses } from '../api/live-classes-api';

function LiveCard({ live }: { live: LiveClass }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-testid={`live-class-${live.id}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          <UserText>{live.lessonName}</UserText>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <MetaLine parts={[live.className, live.teacherName, t(`liveClass.mode.${live.mode}`)]} />
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={live.joinPath} variant="contained" data-testid="live-join">
          {t('liveClass.join')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /live: the live classes the user can join now, and joining by a code. */
export function LiveListPage() {
  const { t } = useTranslation();
  const live = useLiveClasses();
  const join = useJoinByCode();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    join.mutate(code, { onSuccess: (found) => void navigate(found.joinPath) });
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('liveClass.title')}
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('liveClass.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 9, 'data-testid': 'live-code' } }}
        />
        <Button type="submit" variant="outlined" disabled={code.trim().length < 7 || join.isPending}>
          {t('liveClass.joinByCode')}
        </Button>
      </Box>
      <QueryState
        query={live}
        errorText={t('liveClass.loadFailed')}
        empty={t('liveClass.none')}
        isEmpty={(rows) => rows.length === 0}
        loadingHeight={160}
      >
        {(rows) => (
          <Stack spacing={1.5}>
            {rows.map((row) => (
              <LiveCard key={row.id} live={row} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
