import { AiProviderBody, type AiProviderView } from '@bright/contracts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textFieldProps, useSchemaForm } from '../../../lib/forms/schema-form';
import { PasswordField } from '../../../lib/ui/password-field';
import { showSnackbar } from '../../../lib/ui-store';
import { useRemoveProvider, useSaveProvider } from '../api/bright-tools';

/** Server texts of this form, by catalogue code, shown in the UI language. */
const problemKey = (code: string | undefined) => `brightAiHub.errors.${code?.replace(/^aiProvider\./, '') ?? 'failed'}`;

/**
 * The institute's own AI service (an OpenAI-compatible address, a model, a key). The key is write-only:
 * the form shows whether one is stored, and an empty key field keeps it.
 */
export function ProviderForm({ provider }: { provider: AiProviderView }) {
  const { t } = useTranslation();
  const save = useSaveProvider();
  const remove = useRemoveProvider();
  const form = useSchemaForm(AiProviderBody, {
    defaultValues: { baseUrl: provider.baseUrl ?? '', model: provider.model ?? '', apiKey: '', clearKey: false },
  });
  const field = (name: 'baseUrl' | 'model') =>
    textFieldProps(form, name, (error) =>
      t(problemKey(`aiProvider.${name === 'model' ? 'modelRequired' : 'badUrl'}`), { defaultValue: error.message }),
    );
  const failure = save.error ?? remove.error;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        form.setValue('apiKey', '');
        showSnackbar(t('brightAiHub.providerSaved'), 'success');
      },
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="provider-form">
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {provider.configured ? t('brightAiHub.providerOwn') : t('brightAiHub.providerDefault')}
        </Typography>
        <TextField
          label={t('brightAiHub.baseUrl')}
          placeholder="https://api.example.com/v1"
          required
          {...field('baseUrl')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 500, 'data-testid': 'provider-url' } }}
        />
        <TextField
          label={t('brightAiHub.model')}
          required
          {...field('model')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200, 'data-testid': 'provider-model' } }}
        />
        <PasswordField
          label={t('brightAiHub.apiKey')}
          value={form.watch('apiKey') ?? ''}
          onChange={(value) => form.setValue('apiKey', value)}
          testId="provider-key"
          autoComplete="off"
        />
        <Typography variant="caption" color="text.secondary" data-testid="provider-key-state">
          {provider.keySet ? t('brightAiHub.keySet') : t('brightAiHub.keyNotSet')}
        </Typography>
        {failure && (
          <Alert severity="error" data-testid="provider-error">
            {t(problemKey((failure as { code?: string }).code), { defaultValue: failure.message })}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="provider-save">
            {t('brightAiHub.save')}
          </Button>
          {provider.configured && (
            <Button
              color="error"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, { onSuccess: () => form.reset({ baseUrl: '', model: '', apiKey: '' }) })
              }
              data-testid="provider-remove"
            >
              {t('brightAiHub.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
