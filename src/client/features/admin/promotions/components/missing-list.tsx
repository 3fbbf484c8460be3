import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

interface MissingListProps {
  id: string;
  image: boolean;
  company: boolean;
}

/**
 * Why 'Create Discount Banner' is still disabled (spec section 5): a disabled button alone does not
 * say what is missing, so the button points here with aria-describedby.
 */
export function MissingList({ id, image, company }: MissingListProps) {
  const { t } = useTranslation();
  const items = [
    image && { key: 'image', title: t('admin.promotions.create.missingImage'), text: t('admin.promotions.create.missingImageText') },
    company && { key: 'company', title: t('admin.promotions.create.missingCompany'), text: t('admin.promotions.create.missingCompanyText') },
  ].filter((item) => item !== false);

  return (
    <Box id={id} role="status" sx={{ display: 'grid', gap: 0.5, typography: 'body2', color: 'text.secondary' }}>
      {items.map((item) => (
        <div key={item.key}>
          <Box component="strong" sx={{ color: 'warning.dark' }}>
            {item.title}
          </Box>{' '}
          <span>{item.text}</span>
        </div>
      ))}
    </Box>
  );
}
