import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import FlipIcon from '@mui/icons-material/Flip';
import { Box, Button, ButtonBase, Stack, Typography, useTheme } from '@mui/material';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userTextBlock } from '../../../lib/ui/user-text';

export interface ViewerCard {
  front: string;
  back: string;
}

const inOrder = (count: number) => Array.from({ length: count }, (_, index) => index);

/** A Fisher–Yates shuffle of the card order (the current card may land anywhere). */
function shuffled(order: number[]) {
  const next = [...order];
  for (let index = next.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [next[index], next[other]] = [next[other]!, next[index]!];
  }
  return next;
}

/**
 * Going through a deck: the card flips between front and back (a click, Space or Enter), the arrows
 * go to the next and previous card (mirrored right to left), and the order can be shuffled. The side
 * shown is announced to screen readers.
 */
export function FlashcardViewer({ cards }: { cards: ViewerCard[] }) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const [order, setOrder] = useState(() => inOrder(cards.length));
  const [position, setPosition] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const card = cards[order[position] ?? 0];
  if (!card) return null;
  const go = (step: number) => {
    setPosition((current) => Math.min(cards.length - 1, Math.max(0, current + step)));
    setFlipped(false);
  };
  const shuffle = () => {
    setOrder(shuffled(order));
    setPosition(0);
    setFlipped(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const onButton = (event.target as HTMLElement).closest('button') !== null;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward || event.key === 'ArrowDown') go(1);
    else if (event.key === backward || event.key === 'ArrowUp') go(-1);
    else if ((event.key === ' ' || event.key === 'Enter') && !onButton) setFlipped((side) => !side);
    else return;
    event.preventDefault();
  };
  const side = flipped ? card.back : card.front;
  const mirror = rtl ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Stack
      ref={region}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      spacing={2}
      role="region"
      aria-roledescription={t('myFiles.viewer.roleDescription')}
      aria-label={t('myFiles.viewer.label')}
      data-testid="flashcard-viewer"
      sx={{ outline: 'none', alignItems: 'center' }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="viewer-position">
        {t('myFiles.viewer.position', { number: position + 1, total: cards.length })}
      </Typography>
      <ButtonBase
        onClick={() => setFlipped((current) => !current)}
        data-testid="viewer-card"
        data-side={flipped ? 'back' : 'front'}
        sx={{
          width: '100%',
          maxWidth: 560,
          minHeight: { xs: 220, sm: 300 },
          borderRadius: 3,
          border: 2,
          borderColor: flipped ? 'secondary.main' : 'primary.main',
          bgcolor: 'background.paper',
          boxShadow: 3,
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          '@media (prefers-reduced-motion: no-preference)': {
            transition: 'transform 250ms',
            '&:active': { transform: 'scale(0.98)' },
          },
        }}
      >
        <Typography variant="overline" color="text.secondary">
          {t(flipped ? 'myFiles.viewer.back' : 'myFiles.viewer.front')}
        </Typography>
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', width: '100%' }}>
          <Typography
            variant="h5"
            component="p"
            aria-live="polite"
            data-testid="viewer-text"
            {...userTextBlock}
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'center' }}
          >
            {side}
          </Typography>
        </Box>
      </ButtonBase>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        <Button
          startIcon={<ArrowBackIcon sx={mirror} />}
          onClick={() => go(-1)}
          disabled={position === 0}
          data-testid="viewer-previous"
        >
          {t('myFiles.viewer.previous')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FlipIcon />}
          onClick={() => setFlipped((current) => !current)}
          data-testid="viewer-flip"
        >
          {t('myFiles.viewer.flip')}
        </Button>
        <Button
          endIcon={<ArrowForwardIcon sx={mirror} />}
          onClick={() => go(1)}
          disabled={position === cards.length - 1}
          data-testid="viewer-next"
        >
          {t('myFiles.viewer.next')}
        </Button>
        <Button startIcon={<ShuffleIcon />} onClick={shuffle} disabled={cards.length < 2} data-testid="viewer-shuffle">
          {t('myFiles.viewer.shuffle')}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('myFiles.viewer.keys')}
      </Typography>
    </Stack>
  );
}
