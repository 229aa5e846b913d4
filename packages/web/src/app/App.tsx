import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { appRouter } from './appRouter';
import { queryClient } from './queryClient';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={appRouter} />
    </QueryClientProvider>
  );
}
