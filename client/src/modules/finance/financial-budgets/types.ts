// What a budget's details answer beside the manifest's fields (server: financial-budgets/module.ts).
import type { TChargedCommitment } from '../../../ui/MoneyPanel.tsx';

export interface TBudgetSums {
  commitments_sum: number;
  invoices_sum: number;
  commitments_without_invoice_sum: number;
  unfinished_commitments_sum: number;
}

export interface TBudgetChangeRequest {
  id: number;
  reference_number: string;
  state: string;
  created_at: string;
  creator: { id: number; name: string };
  waiting_for: { id: number; name: string } | null;
  previous_amount: number;
  amount_change: number;
  new_amount: number;
  reason: string;
}

export interface TBudgetExtras {
  amount: number;
  is_active: boolean;
  sums: TBudgetSums;
  /** the newest 100 the user may read */
  commitments: TChargedCommitment[];
  commitments_count: number;
  change_requests: TBudgetChangeRequest[];
  can_request_change: boolean;
}
