import { type BadgeType, type ClassSummary } from '@bright/contracts';
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useClassMembers } from '../../../lib/class-queries';
import { formatDateTime, personName } from '../../../lib/format';
import { useClassBadges, useDefaultBadges, useGiveBadge } from '../api/badges';
import { BadgeIcon } from './badge-icon';
import { StudentBadges } from './student-badges';
import { UserText } from '../../../lib/ui/user-text';

const CLASS = '__class__';

function GiveBadgeDialog({
  klass,
  badgeType,
  onClose,
}: {
  klass: ClassSummary;
  badgeType: BadgeType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const students = useClassMembers(klass.classId, 'learner');
  const give = useGiveBadge(klass.classId);
  const [to, setTo] = useState(CLASS);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="give-badge-dialog">
      <DialogTitle>{t('badges.give.title', { badge: t(`badges.types.${badgeType}.name`) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, alignItems: 'center' }}>
          <BadgeIcon badgeType={badgeType} size={64} />
          <Typography color="text.secondary">{t(`badges.types.${badgeType}.description`)}</Typography>
          <FormControl fullWidth>
            <InputLabel id="badge-to">{t('badges.give.to')}</InputLabel>
            <Select
              labelId="badge-to"
              label={t('badges.give.to')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              data-testid="badge-to"
            >
              <MenuItem value={CLASS}>{t('badges.give.wholeClass')}</MenuItem>
              {(students.data ?? []).map((student) => (
                <MenuItem key={student.id} value={student.id}>
                  <UserText>{personName(student)}</UserText>
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {give.error && (
            <Alert severity="error">{give.error instanceof ApiError ? give.error.message : t('badges.failed')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('behaviour.cancel')}</Button>
        <Button
          variant="contained"
          disabled={give.isPending}
          onClick={() => give.mutate({ badgeType, studentId: to === CLASS ? undefined : to }, { onSuccess: onClose })}
          data-testid="give-badge-submit"
        >
          {t('badges.give.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RecentAwards({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const awards = useClassBadges(classId);
  if (awards.isPending) return <Skeleton variant="rounded" height={60} />;
  if (!awards.data?.length) return <Typography color="text.secondary">{t('badges.noneGiven')}</Typography>;
  return (
    <List disablePadding data-testid="recent-badges">
      {awards.data.slice(0, 10).map((award) => (
        <ListItem key={award.id} divider disableGutters>
          <ListItemAvatar>
            <BadgeIcon badgeType={award.badgeType} size={32} />
          </ListItemAvatar>
          <ListItemText
            primary={
              <>
                {t(`badges.types.${award.badgeType}.name`)} ·{' '}
                {award.student && <UserText>{personName(award.student)}</UserText>}
              </>
            }
            secondary={formatDateTime(award.createdAt, i18n.language)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Badges in a class's Behaviour tab: teachers pick a badge and give it; a student sees theirs. */
export function BadgesPanel({ klass }: { klass: ClassSummary }) {
  const { t } = useTranslation();
  const badges = useDefaultBadges();
  const [giving, setGiving] = useState<BadgeType | null>(null);
  if (!klass.abilities.canTeach) return <StudentBadges classId={klass.classId} />;
  return (
    <Stack spacing={1.5} data-testid="badges-panel">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('badges.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {(badges.data ?? []).map((badge) => (
          <Card key={badge.badgeType} variant="outlined" sx={{ width: { xs: 'calc(50% - 6px)', sm: 132 } }}>
            <CardActionArea
              onClick={() => setGiving(badge.badgeType)}
              sx={{ p: 1.5 }}
              data-testid={`badge-${badge.badgeType}`}
            >
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <BadgeIcon badgeType={badge.badgeType} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`badges.types.${badge.badgeType}.name`)}
                </Typography>
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {t('badges.recent')}
      </Typography>
      <RecentAwards classId={klass.classId} />
      {giving && <GiveBadgeDialog klass={klass} badgeType={giving} onClose={() => setGiving(null)} />}
    </Stack>
  );
}
