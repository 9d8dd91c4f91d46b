import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { UserText } from '../../../lib/ui/user-text';
import { Leaderboard, OptionGrid, QuestionHeader } from '../components/quiz-parts';
import { useCountdown } from '../hooks/use-countdown';
import { type PlayerState, useQuizPlayer } from '../hooks/use-quiz-player';

function EntryForm(props: { code: string; askNickname: boolean; onJoin: (code: string, nickname?: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(props.code);
  const [nickname, setNickname] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onJoin(code.trim(), props.askNickname ? nickname.trim() : undefined);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 360 }}>
      <TextField
        label={t('liveQuiz.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        required
      />
      {props.askNickname && (
        <TextField
          label={t('liveQuiz.nickname')}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 20, dir: 'auto' } }}
          required
        />
      )}
      <Button type="submit" variant="contained" size="large" disabled={code.length !== 6}>
        {t('liveQuiz.join')}
      </Button>
    </Stack>
  );
}

function QuestionStage({ state, onAnswer }: { state: PlayerState; onAnswer: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const question = state.question!;
  const seconds = useCountdown(question.deadline, state.offsetMs, state.paused);
  const [picked, setPicked] = useState<string[]>([]);
  const answered = state.chosen !== null;
  // With changes allowed, an answer stays open to a new pick until the timer ends (the server keeps the last).
  const done = answered && !question.changeable;
  const pick = (id: string) => {
    if (!question.multiple) return onAnswer([id]);
    setPicked((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));
  };
  const shown = question.multiple && picked.length > 0 ? picked : (state.chosen ?? picked);
  return (
    <Stack spacing={2}>
      <QuestionHeader question={question} seconds={seconds} />
      {state.paused && <Alert severity="info">{t('liveQuiz.paused')}</Alert>}
      <OptionGrid question={question} chosen={shown} disabled={done || state.paused || seconds === 0} onPick={pick} />
      {question.multiple && !done && (
        <Button variant="contained" disabled={picked.length === 0} onClick={() => onAnswer(picked)}>
          {t('liveQuiz.send')}
        </Button>
      )}
      {answered && (
        <Alert severity="success" role="status">
          {state.pending ? t('liveQuiz.sendingWhenOnline') : t('liveQuiz.answerSent')}
          {question.changeable && !state.pending && ` ${t('liveQuiz.changeUntilEnd')}`}
        </Alert>
      )}
    </Stack>
  );
}

function ResultStage({ state }: { state: PlayerState }) {
  const { t } = useTranslation();
  const { result } = state;
  // The reveal reaches everyone at once and each player's own result just after: until it does, an
  // answer given is not "no answer".
  const waiting = state.chosen && !state.pending ? t('liveQuiz.answerSent') : t('liveQuiz.noAnswer');
  return (
    <Stack spacing={2} role="status">
      <Typography variant="h4" component="h2">
        {result ? (result.correct ? t('liveQuiz.right') : t('liveQuiz.wrong')) : waiting}
      </Typography>
      {result && <Typography>{t('liveQuiz.earned', { n: result.points })}</Typography>}
      {state.reveal && <Leaderboard entries={state.reveal.leaderboard} title={t('liveQuiz.leaderboard')} />}
    </Stack>
  );
}

/**
 * The player's screen: the code (and a nickname for a guest), then each question's options, the result
 * after the reveal, and the podium. `guest` forces the nickname form (the nologin webview).
 */
export function PlayPage({ guest = false }: { guest?: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signedIn = useSessionStore((s) => Boolean(s.session)) && !guest;
  const code = params.get('code') ?? '';
  const { state, join, answer } = useQuizPlayer(code);
  // The code goes into the address, so that a reload finds the game (and the tab's token) again.
  const joinGame = (joined: string, nickname?: string) => {
    setParams(
      (old) => {
        old.set('code', joined);
        return old;
      },
      { replace: true },
    );
    void join(joined, nickname);
  };
  const { me } = state;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1, sm: 2 } }} data-testid="live-quiz-player">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('liveQuiz.title')}
      </Typography>
      {me && (
        <Typography data-testid="quiz-me">
          <UserText>{me.nickname}</UserText> · {t('liveQuiz.points', { n: me.score })}
          {me.rank > 0 && ` · ${t('liveQuiz.rank', { rank: me.rank })}`}
        </Typography>
      )}
      {state.error && <Alert severity="error">{state.error}</Alert>}
      {state.stage === 'entry' && <EntryForm code={code} askNickname={!signedIn} onJoin={joinGame} />}
      {state.stage === 'waiting' && (
        <Alert severity="info" role="status">
          {me?.approved === false ? t('liveQuiz.waitingApproval') : t('liveQuiz.waitingStart')}
        </Alert>
      )}
      {state.stage === 'question' && state.question && (
        <QuestionStage key={state.question.index} state={state} onAnswer={answer} />
      )}
      {state.stage === 'reveal' && <ResultStage state={state} />}
      {state.stage === 'ended' && (
        <Box data-testid="quiz-podium">
          <Leaderboard entries={state.podium} title={t('liveQuiz.podium')} />
        </Box>
      )}
    </Stack>
  );
}

export const GuestPlayPage = () => <PlayPage guest />;
