import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { setNavigator } from './app/navigation.ts';
import { router } from './app/router.tsx';
import { appStarted } from './app/start-up.ts';
import { persistor, store } from './app/store.ts';
import './i18n/i18n.ts';
import './styles/tokens.css';
import './styles/base.css';

setNavigator((to, options) => void router.navigate(to, options));
store.dispatch(appStarted());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
