import { useTranslation } from 'react-i18next';
import type { ExpenseDto } from '../../../../../shared/api-types';
import { formatBdt, formatDate } from '../../../../../shared/format';
import { RecordCard, RecordCards } from '../../shared/record-card';

/** The expenses on a phone: four columns need a sideways scroll at 390 px, a card does not. */
export function ExpenseCards({ expenses }: { expenses: ExpenseDto[] }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <RecordCards label={t('admin.expenses.table.label')}>
      {expenses.map((expense) => (
        <RecordCard
          key={expense._id}
          title={expense.description}
          fields={[
            { label: t('admin.expenses.table.category'), value: expense.category },
            { label: t('admin.expenses.table.amount'), value: formatBdt(expense.amount, lng) },
            { label: t('admin.expenses.table.date'), value: formatDate(expense.createdAt, lng) },
          ]}
        />
      ))}
    </RecordCards>
  );
}
