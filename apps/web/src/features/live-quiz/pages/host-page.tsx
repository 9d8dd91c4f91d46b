import type { LiveQuizPlayerView } from '@bright/contracts';
import { Alert, Box, Button, Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { UserText } from '../../../lib/ui/user-text';
import { downloadQuizCsv, downloadQuizPdf, useCreateLiveQuiz } from '../api/live-quiz';
import { JoinQr } from '../components/join-qr';
import { Distribution, Leaderboard, OptionGrid, QuestionHeader } from '../components/quiz-parts';
import { useCountdown } from '../hooks/use-countdown';
import { useQuizHost } from '../hooks/use-quiz-host';

function PlayerList(props: {
  players: LiveQuizPlayerView[];
  onKick: (id: string) => void;
  onApprove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, listStyle: 'none' }}
      aria-label={t('liveQuiz.players')}
    >
      {props.players.map((player) => (
        <li key={player.playerId}>
          <Chip
            label={<UserText>{player.nickname}</UserText>}
            color={player.approved ? (player.connected ? 'primary' : 'default') : 'warning'}
            onClick={player.approved ? undefined : () => props.onApprove(player.playerId)}
            onDelete={() => props.onKick(player.playerId)}
            aria-label={t(player.approved ? 'liveQuiz.kickPlayer' : 'liveQuiz.approvePlayer', {
              name: player.nickname,
            })}
          />
        </li>
      ))}
    </Box>
  );
}

function HostGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { state, command, onPlayer, setLocked } = useQuizHost(gameId);
  const { snapshot, question, reveal, podium } = state;
  const seconds = useCountdown(question?.deadline ?? null, state.offsetMs, state.paused);
  if (!snapshot) return state.error ? <Alert severity="error">{state.error}</Alert> : null;
  const joinUrl = `${window.location.origin}/webview/nologin/liveQuiz?code=${snapshot.game.code}`;
  const inQuestion = question !== null && reveal === null && podium === null;
  const last = question ? question.index + 1 >= question.count : false;
  return (
    <Stack spacing={2}>
      {state.error && <Alert severity="error">{state.error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <JoinQr url={joinUrl} label={t('liveQuiz.qrLabel', { code: snapshot.game.code })} />
        <Box>
          <Typography variant="overline">{t('liveQuiz.joinAt')}</Typography>
          <Typography variant="h3" component="p" data-testid="quiz-code" sx={{ letterSpacing: 4, fontWeight: 800 }}>
            {snapshot.game.code}
          </Typography>
          <Typography>{t('liveQuiz.playerCount', { n: state.players.filter((p) => p.approved).length })}</Typography>
          <FormControlLabel
            control={<Switch checked={state.locked} onChange={(event) => void setLocked(event.target.checked)} />}
            label={t('liveQuiz.lock')}
          />
        </Box>
      </Stack>
      <PlayerList
        players={state.players}
        onKick={(id) => void onPlayer('liveQuiz:kick', id)}
        onApprove={(id) => void onPlayer('liveQuiz:approve', id, true)}
      />
      {question && podium === null && (
        <Stack spacing={2}>
          <QuestionHeader question={question} seconds={inQuestion ? seconds : 0} />
          {reveal ? <Distribution question={question} reveal={reveal} /> : <OptionGrid question={question} />}
          {inQuestion && <Typography role="status">{t('liveQuiz.answeredCount', { n: state.answered })}</Typography>}
          {reveal && <Leaderboard entries={reveal.leaderboard} title={t('liveQuiz.leaderboard')} />}
        </Stack>
      )}
      {podium && (
        <Stack spacing={2} data-testid="quiz-podium">
          <Leaderboard entries={podium} title={t('liveQuiz.podium')} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => void downloadQuizPdf(gameId)}>
              {t('liveQuiz.downloadPdf')}
            </Button>
            <Button variant="outlined" onClick={() => void downloadQuizCsv(gameId)}>
              {t('liveQuiz.downloadCsv')}
            </Button>
          </Stack>
        </Stack>
      )}
      {podium === null && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {!inQuestion && (
            <Button variant="contained" onClick={() => void command('liveQuiz:next')}>
              {question === null ? t('liveQuiz.start') : last ? t('liveQuiz.showPodium') : t('liveQuiz.next')}
            </Button>
          )}
          {inQuestion && (
            <>
              <Button variant="outlined" onClick={() => void command('liveQuiz:pause')}>
                {state.paused ? t('liveQuiz.resume') : t('liveQuiz.pause')}
              </Button>
              <Button variant="outlined" onClick={() => void command('liveQuiz:skip')}>
                {t('liveQuiz.skip')}
              </Button>
            </>
          )}
          <Button color="error" onClick={() => void command('liveQuiz:end')}>
            {t('liveQuiz.end')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /dashboard/assessment/:assessmentId/live-quiz: the host screen (the panel). Without `game` it creates
 * the game from the assessment; then the lobby, the questions, the reveals and the podium.
 */
export function HostPage() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useRouteParams<'assessmentId'>('/dashboard/assessment/:assessmentId/live-quiz');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateLiveQuiz();
  const gameId = params.get('game');
  const [allowAnswerChange, setAllowAnswerChange] = useState(false);
  const start = () =>
    create.mutate(
      { assessmentId, settings: { allowAnswerChange } },
      { onSuccess: (game) => void navigate(`?game=${game.gameId}`, { replace: true }) },
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }} data-testid="live-quiz-host">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('liveQuiz.hostTitle')}
      </Typography>
      {gameId ? (
        <HostGame gameId={gameId} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('liveQuiz.hostIntro')}</Typography>
          {create.error && <Alert severity="error">{create.error.message}</Alert>}
          <FormControlLabel
            control={
              <Switch
                checked={allowAnswerChange}
                onChange={(event) => setAllowAnswerChange(event.target.checked)}
                data-testid="allow-answer-change"
              />
            }
            label={t('liveQuiz.allowAnswerChange')}
          />
          <Button variant="contained" onClick={start} disabled={create.isPending}>
            {t('liveQuiz.createGame')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
