/** A person the product-lifecycle system mails (fields ASSUMED: the spec shows no call). */
export interface PlmReceiver {
  id: string;
  receiverName: string;
  email: string;
  department: string;
  remark: string;
  createTime: string;
  updateTime: string;
  updatedBy: string;
}

export interface PlmReceiverInput {
  receiverName: string;
  email: string;
  department?: string;
  remark?: string;
}

export interface PlmPageQuery {
  current: number;
  size: number;
  keyword?: string;
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}
