import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, Card, CardActionArea, IconButton, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One Bright AI tool: opens its dialog; the star beside it (not inside the button) marks a favourite. */
export function ToolCard(props: {
  tool: string;
  title: string;
  body: string;
  icon: ReactNode;
  favourite: boolean;
  onOpen: () => void;
  onFavourite: (favourite: boolean) => void;
}) {
  const { t } = useTranslation();
  const title = props.title;
  const starLabel = props.favourite
    ? t('brightAiHub.unfavourite', { tool: title })
    : t('brightAiHub.favourite', { tool: title });
  return (
    <Card variant="outlined" sx={{ position: 'relative' }} data-testid={`tool-card-${props.tool}`}>
      <CardActionArea
        onClick={props.onOpen}
        sx={{ p: 2, pe: 6, display: 'flex', gap: 1.5, justifyContent: 'flex-start', height: '100%' }}
        data-testid={`tool-${props.tool}`}
      >
        <Box sx={{ color: 'secondary.main', display: 'flex' }} aria-hidden>
          {props.icon}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {props.body}
          </Typography>
        </Box>
      </CardActionArea>
      <Tooltip title={starLabel}>
        <IconButton
          aria-label={starLabel}
          aria-pressed={props.favourite}
          onClick={() => props.onFavourite(!props.favourite)}
          sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, color: props.favourite ? 'warning.dark' : undefined }}
          data-testid={`favourite-${props.tool}`}
        >
          {props.favourite ? <Star /> : <StarBorder />}
        </IconButton>
      </Tooltip>
    </Card>
  );
}
