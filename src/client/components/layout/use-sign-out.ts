import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api-slice';
import { TOKEN_KEY, tokenChanged } from '../../api/session-slice';

/** Forgets the session in this browser and goes to /signin (spec section 4). */
export function useSignOut(): () => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return () => {
    localStorage.removeItem(TOKEN_KEY);
    dispatch(tokenChanged(null));
    dispatch(api.util.resetApiState());
    enqueueSnackbar(t('toast.loggedOut'), { variant: 'success', autoHideDuration: 2000 });
    void navigate('/signin');
  };
}
