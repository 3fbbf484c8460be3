import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/format';
import type { AdvisorDto } from '../../../../../shared/trust-types';
import { AdvisorDialog } from './advisor-dialog';
import { RemoveAdvisorDialog } from './remove-advisor-dialog';

/** The Shariah advisors in the order the public page shows them, each with edit and remove. */
export function AdvisorsList({ advisors }: { advisors: AdvisorDto[] }) {
  const { t, i18n } = useTranslation();
  // undefined: closed; null: adding a new advisor.
  const [editing, setEditing] = useState<AdvisorDto | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AdvisorDto | null>(null);
  return (
    <Box component="section" aria-labelledby="advisors-settings-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id="advisors-settings-title" variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t('settings.advisors.title')}
          </Typography>
          <Typography color="text.secondary">{t('settings.advisors.intro')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('settings.advisors.add')}
        </Button>
      </Box>
      {advisors.length === 0 ? (
        <Typography>{t('settings.advisors.empty')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('settings.advisors.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {advisors.map((advisor) => (
            <Box
              component="li"
              key={advisor._id}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
            >
              <Avatar src={advisor.photoUrl || undefined} alt="" sx={{ bgcolor: 'primary.main', flexShrink: 0 }}>
                {Array.from(advisor.name)[0]}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{advisor.name}</Typography>
                {advisor.nameBn && (
                  <Typography lang="bn" sx={{ overflowWrap: 'anywhere' }}>
                    {advisor.nameBn}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {advisor.credentials}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('settings.advisors.order', { order: formatNumber(advisor.displayOrder, i18n.language) })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton aria-label={t('settings.advisors.edit', { name: advisor.name })} onClick={() => setEditing(advisor)}>
                  <EditOutlinedIcon />
                </IconButton>
                <IconButton aria-label={t('settings.advisors.remove', { name: advisor.name })} onClick={() => setRemoving(advisor)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {editing !== undefined && <AdvisorDialog advisor={editing} onClose={() => setEditing(undefined)} />}
      {removing && <RemoveAdvisorDialog advisor={removing} onClose={() => setRemoving(null)} />}
    </Box>
  );
}
