import type { NotebookSummary } from '@bright/contracts';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { Box, Button, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { useNotebookActions, useNotebooks } from '../api/notebooks';
import { NameDialog } from '../components/new-notebook-dialog';
import { SearchResults } from '../components/search-results';
import { useNotebookPaths } from '../paths';

function NotebookCard({ notebook }: { notebook: NotebookSummary }) {
  const { t } = useTranslation();
  const paths = useNotebookPaths();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={paths.notebook(notebook.id)} sx={{ p: 2 }} data-testid="notebook-card">
        <Typography sx={{ fontWeight: 700 }}>
          <UserText>{notebook.name}</UserText>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <MetaLine
            parts={[
              t('notebooks.sourceCount', { count: notebook.sourceCount }),
              notebook.canEdit ? null : notebook.ownerName,
            ]}
          />
        </Typography>
        {notebook.sharedWith.length > 0 && (
          <Stack direction="row" sx={{ gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
            {notebook.sharedWith.map((klass) => (
              <Chip key={klass.classId} size="small" label={t('notebooks.sharedWith', { name: klass.name })} />
            ))}
          </Stack>
        )}
      </CardActionArea>
    </Card>
  );
}

/** /dashboard/notebooks, /webview/notebooks and /webview/self-learn/notebooks: notebooks, folders, search. */
export function NotebooksPage() {
  const { t } = useTranslation();
  const list = useNotebooks();
  const actions = useNotebookActions();
  const navigate = useNavigate();
  const paths = useNotebookPaths();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [folder, setFolder] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'notebook' | 'folder' | null>(null);
  const teaches = list.data?.notebooks.some((each) => each.canEdit) || (list.data?.folders.length ?? 0) > 0;
  const canCreate = !paths.list.includes('self-learn');
  return (
    <Stack spacing={2} data-testid="notebooks-page">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {t('notebooks.title')}
        </Typography>
        {canCreate && (
          <>
            <Button
              startIcon={<CreateNewFolderOutlinedIcon />}
              onClick={() => setDialog('folder')}
              data-testid="new-folder"
            >
              {t('notebooks.newFolder')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setDialog('notebook')}
              data-testid="new-notebook"
            >
              {t('notebooks.newNotebook')}
            </Button>
          </>
        )}
        {paths.webview && (
          <Button component={RouterLink} to={paths.home}>
            {t('notebooks.threadsTitle')}
          </Button>
        )}
      </Stack>
      <SearchField label={t('notebooks.searchAll')} value={search} onChange={setSearch} testId="notebook-search" />
      {q ? (
        <SearchResults q={q} />
      ) : (
        <QueryState
          query={list}
          errorText={t('notebooks.loadFailed')}
          empty={t(teaches || canCreate ? 'notebooks.empty' : 'notebooks.emptyShared')}
          isEmpty={(data) => data.notebooks.length === 0 && data.folders.length === 0}
        >
          {(data) => (
            <>
              {data.folders.length > 0 && (
                <Stack
                  direction="row"
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                  role="group"
                  aria-label={t('notebooks.folders')}
                >
                  <Chip
                    label={t('notebooks.allFolders')}
                    color={folder === null ? 'secondary' : 'default'}
                    onClick={() => setFolder(null)}
                  />
                  {data.folders.map((each) => (
                    <Chip
                      key={each.id}
                      label={<UserText>{each.name}</UserText>}
                      color={folder === each.id ? 'secondary' : 'default'}
                      onClick={() => setFolder(each.id)}
                      onDelete={() => actions.removeFolder.mutate(each.id)}
                    />
                  ))}
                </Stack>
              )}
              <Box
                component="ul"
                data-testid="notebook-list"
                sx={{
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
                }}
              >
                {data.notebooks
                  .filter((each) => folder === null || each.folderId === folder)
                  .map((each) => (
                    <NotebookCard key={each.id} notebook={each} />
                  ))}
              </Box>
            </>
          )}
        </QueryState>
      )}
      {dialog === 'notebook' && (
        <NameDialog
          title={t('notebooks.newNotebook')}
          label={t('notebooks.name')}
          onClose={() => setDialog(null)}
          onSave={async (name) => {
            const made = await actions.create.mutateAsync({ name, ...(folder ? { folderId: folder } : {}) });
            void navigate(paths.notebook(made.id));
          }}
        />
      )}
      {dialog === 'folder' && (
        <NameDialog
          title={t('notebooks.newFolder')}
          label={t('notebooks.name')}
          onClose={() => setDialog(null)}
          onSave={(name) => actions.createFolder.mutateAsync(name)}
        />
      )}
    </Stack>
  );
}
