import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useDecideRequest, useInstituteRequests } from '../api/institute-admin';

/** Join requests waiting for an admin: approve or decline each. */
export function PendingRequestsCard({ instituteId }: { instituteId: string }) {
  const { t } = useTranslation();
  const requests = useInstituteRequests(instituteId);
  const decide = useDecideRequest(instituteId);
  return (
    <Card variant="outlined" data-testid="pending-requests">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('people.requests.title')}
        </Typography>
        {requests.isPending && <Skeleton variant="rounded" height={80} sx={{ mt: 1 }} />}
        {requests.data?.length === 0 && (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {t('people.requests.none')}
          </Typography>
        )}
        {requests.data && requests.data.length > 0 && (
          <List dense disablePadding>
            {requests.data.map((request) => (
              <ListItem key={request.requestId} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
                <ListItemText
                  primary={[request.first_name, request.last_name].filter(Boolean).join(' ')}
                  secondary={
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {request.email} · {t(`roles.${request.role}`)}
                    </Box>
                  }
                />
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { requestId: request.requestId, approve: true },
                        { onSuccess: () => showSnackbar(t('people.requests.approved'), 'success') },
                      )
                    }
                  >
                    {t('people.requests.approve')}
                  </Button>
                  <Button
                    size="small"
                    disabled={decide.isPending}
                    onClick={() =>
                      decide.mutate(
                        { requestId: request.requestId, approve: false },
                        { onSuccess: () => showSnackbar(t('people.requests.declined'), 'info') },
                      )
                    }
                  >
                    {t('people.requests.decline')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
