import type { AnalysisDefinition } from '../../catalogue-types';
import { averagePoValueByQuarter } from './average-po-value-by-quarter';
import { goodsReceiptDetails } from './goods-receipt-details';
import { goodsReceiptsByMovementType } from './goods-receipts-by-movement-type';
import { goodsReceiptsWithoutInvoice } from './goods-receipts-without-invoice';
import { goodsReceiptGreaterThanInvoice } from './goods-receipt-greater-than-invoice';
import { grniDistribution } from './grni-distribution';
import { invoicesWithoutGoodsReceipt } from './invoices-without-goods-receipt';
import { materialPriceIncreases } from './material-price-increases';
import { materialPriceSeries } from './material-price-series';
import { posOnOrAfterInvoice } from './pos-on-or-after-invoice';
import { posWithoutPaymentTerm } from './pos-without-payment-term';
import { purchaseOrderDetails } from './purchase-order-details';

/** The purchasing and goods-receipt analyses, in publish order. */
export const purchasingAnalyses: readonly AnalysisDefinition[] = [
  purchaseOrderDetails,
  averagePoValueByQuarter,
  posOnOrAfterInvoice,
  posWithoutPaymentTerm,
  grniDistribution,
  goodsReceiptsWithoutInvoice,
  goodsReceiptsByMovementType,
  invoicesWithoutGoodsReceipt,
  goodsReceiptGreaterThanInvoice,
  materialPriceSeries,
  materialPriceIncreases,
  goodsReceiptDetails,
];
